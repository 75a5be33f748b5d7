import 'server-only';
export { createRequest, type CreateRequestError, type CreateRequestResult } from './create-request';
export {
  attachmentFile,
  findRequest,
  memberRequests,
  replyAsCustomer,
  type ReplyError,
  type RequestAttachmentView,
  type RequestEventView,
  type RequestSummary,
  type RequestView,
} from './requests.service';
export { changeRequestStatus, replyAsStaff, type StaffActionError } from './staff-requests.service';
export {
  assignRequest,
  customerOtherItems,
  requestAssignees,
  staffRequest,
  staffRequests,
  type AssignError,
  type CustomerOtherItems,
  type RequestAssignee,
  type RequestDeskRow,
  type StaffRequestView,
} from './request-desk.service';
export { canMoveRequest, requestTransitions, type RequestActor } from './request-states';
export { photoTypeOf, type PhotoProblem, type PhotoUpload } from './request-photos';
export { requestLink } from './request-link';
export { formStamp, formStampAge, RequestThrottle, sharedRequestThrottle } from './request-spam';
export { requestStatuses, type RequestStatus } from './requests.tables';
export { formTiming } from './request-spam';
