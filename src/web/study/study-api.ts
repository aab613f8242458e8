import type { CreateStudyBody, Study, StudyResponse } from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

export const studyKey = (id: string) => ['/api/studies', id] as const;

export const createStudy = (body: CreateStudyBody) => apiJson<StudyResponse>('POST', '/api/studies', body);
export const loadStudy = (id: string) =>
  apiJson<StudyResponse>('GET', `/api/studies/${encodeURIComponent(id)}`);
export const joinStudy = (id: string) =>
  apiJson<StudyResponse>('POST', `/api/studies/${encodeURIComponent(id)}/join`);
export const inviteToStudy = (id: string, username: string) =>
  apiJson<{ study: Study }>('POST', `/api/studies/${encodeURIComponent(id)}/invite`, { username });
/** Both answer 204 with no body. */
export const deleteStudy = async (id: string) => {
  await apiRequest('DELETE', `/api/studies/${encodeURIComponent(id)}`);
};
export const leaveStudy = async (id: string) => {
  await apiRequest('POST', `/api/studies/${encodeURIComponent(id)}/leave`);
};
