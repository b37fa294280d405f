/** Root Jest config: one project per workspace that has tests. */
const { workspaceProjects } = require('./shared/config/jest/projects');

module.exports = {
  projects: workspaceProjects(__dirname),
};
