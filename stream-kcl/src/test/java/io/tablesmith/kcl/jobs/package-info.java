/**
 * The table of the KCL tests: jobs and their findings, written through the generated repositories and
 * read back from the stream as the generated {@code TablesmithChange}.
 */
@Table(description = "Jobs and findings, for the KCL tests")
package io.tablesmith.kcl.jobs;

import io.tablesmith.Table;
