/** What a person is told when a submission is kept in the outbox instead of being sent now. */
export const QUEUED_NOTICE = {
  title: 'Saved: it will be sent automatically',
  message:
    'There is no connection right now, so your registration is saved on this device. It will be sent by itself as soon as the connection returns, and you will be told the outcome. You can see it under "waiting to be sent".',
} as const;
