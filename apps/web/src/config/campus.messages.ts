/** Campuses: the badge of a verified student, the activities filter and recommendations. */
export const CAMPUS_TEXTS = {
  myCampus: 'My campus',
  sameCampus: 'Same campus',
  verifiedStudentOf: (campus: string) => `Verified student of ${campus}`,
};
