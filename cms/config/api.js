module.exports = {
  rest: { defaultLimit: 100, maxLimit: 1000, withCount: true },
};
