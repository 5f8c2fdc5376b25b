module.exports = {
  presets: [["babel-preset-gatsby", { stage: "test" }], "@babel/preset-typescript"],
};
