export { HaMembers, type HaMembersProps } from './ha-members.tsx';
