export { CalculatorWidget as default } from '@/features/calculator/calculator-widget';
