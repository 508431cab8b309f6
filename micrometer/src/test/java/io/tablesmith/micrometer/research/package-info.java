/** The table of the observer's tests: jobs, their findings and a work queue, through generated repositories. */
@Table(description = "Jobs, findings and research tasks, for the observer's tests")
package io.tablesmith.micrometer.research;

import io.tablesmith.Table;
