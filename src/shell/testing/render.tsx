// moved to src/lib/testing/render.tsx (features' tests may not import shell); kept for tests not yet moved over
export * from '@/lib/testing/render.tsx';
