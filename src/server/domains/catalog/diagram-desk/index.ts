import 'server-only';
export {
  createDiagram,
  deleteDiagram,
  replaceDiagramDrawing,
  saveDiagram,
  type DiagramDeskError,
  type DiagramDeskResult,
} from './diagram-desk';
export {
  listDiagramModels,
  loadDiagram,
  partMatches,
  sectionChoices,
  type DiagramModel,
  type DiagramState,
  type PartMatch,
  type SectionChoice,
} from './diagram-reads';
