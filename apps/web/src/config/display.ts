/** How much the screens show at once: wizard steps, list lengths, a description's cut. */
export const DISPLAY = {
  wizardSteps: 3,
  dashboardJoinedShown: 3,
  dashboardSuggestionsShown: 3,
  dashboardRecommendedShown: 3,
  profileFriendsShown: 5,
  participantBubbles: 3,
  profileDescriptionCut: 100,
} as const;
