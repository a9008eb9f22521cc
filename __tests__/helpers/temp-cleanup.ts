// Run before each test file (jest.config.js, setupFilesAfterEnv): the temporary folders its tests made through
// `tempFolder` are removed when it ends, whether or not the file removes them itself.
import { removeTempFolders } from './temp.js';

afterAll(removeTempFolders);
