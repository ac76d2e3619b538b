export { SizePickerWithPlan as default } from '@/routes/size-guide-picker';
