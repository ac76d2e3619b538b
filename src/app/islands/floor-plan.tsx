export { FacilityFloorPlan as default } from '@/routes/size-guide-plan';
