import { avatarPersonalData } from './accounts/avatar/personal-data';
import type { AvatarPictures } from './accounts/avatar/pictures';
import type { PersonalData } from './accounts/personal-data';
import { billingPersonalData } from './billing/personal-data';
import type { BillingService } from './billing/service';
import type { EventBus } from './bus';
import { chatPersonalData } from './chat/personal-data';
import type { Db } from './db/database';
import { friendsPersonalData } from './friends/personal-data';
import { correspondenceNoticesPersonalData } from './games/correspondence/personal-data';
import { gamesPersonalData } from './games/record/personal-data';
import type { GameService } from './games/service';
import type { MediaStore } from './media/store';
import { messagesPersonalData } from './messages/personal-data';
import { pushPersonalData } from './push/personal-data';
import { recordingPersonalData } from './recording/personal-data';
import { reportsPersonalData } from './reports/personal-data';
import { reviewsPersonalData } from './reviews/personal-data';
import type { ReviewService } from './reviews/service';
import { studiesPersonalData } from './studies/personal-data';

/**
 * Each feature's answer for its own tables when a person closes their account or exports their data
 * (decision 258), in the order of the archive's files.
 */
export function personalDataSources(deps: {
  db: Db;
  bus: EventBus;
  games: GameService;
  billing: BillingService;
  reviews: ReviewService;
  media: MediaStore;
  avatars: AvatarPictures;
}): PersonalData[] {
  const { db, bus, games, billing, reviews, media, avatars } = deps;
  return [
    avatarPersonalData(avatars),
    gamesPersonalData({ db, games }),
    correspondenceNoticesPersonalData({ db }),
    chatPersonalData({ db }),
    messagesPersonalData({ db, media }),
    billingPersonalData(billing),
    friendsPersonalData({ db, bus }),
    reviewsPersonalData({ db, games }),
    studiesPersonalData({ db, reviews: () => reviews }),
    pushPersonalData,
    recordingPersonalData,
    reportsPersonalData({ db }),
  ];
}
