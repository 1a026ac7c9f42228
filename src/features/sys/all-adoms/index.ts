export { AllAdoms, type AllAdomsProps } from './all-adoms.tsx';
