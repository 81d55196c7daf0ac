export { batched, byId, byKey, groupBy, manyBy, perViewer } from './loader-factory';
