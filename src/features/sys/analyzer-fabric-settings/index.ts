export { AnalyzerFabricSettingsScreen, type AnalyzerFabricSettingsProps } from './analyzer-fabric.tsx';
