/** The jobs-table kind of a submission-package generation. */
export const PACKAGE_JOB = 'package';
