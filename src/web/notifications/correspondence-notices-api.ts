import { CorrespondenceNoticeSettings } from '../../core/protocol';
import { apiJson } from '../lib/api';

const PATH = '/api/correspondence/notice-settings';

/** The person's channels for correspondence notices (decision 326). */
export async function readCorrespondenceNotices(): Promise<CorrespondenceNoticeSettings> {
  return CorrespondenceNoticeSettings.parse(await apiJson('GET', PATH));
}

export async function saveCorrespondenceNotices(
  settings: CorrespondenceNoticeSettings,
): Promise<CorrespondenceNoticeSettings> {
  return CorrespondenceNoticeSettings.parse(await apiJson('PUT', PATH, settings));
}
