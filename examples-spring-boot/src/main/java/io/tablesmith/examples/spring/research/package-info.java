/**
 * The research-job service's table: jobs, listed by status, each a state machine. Its id is
 * {@code research}, the last segment of this package's name: {@code tablesmith.tables.research.name}
 * names it per environment.
 */
@Table(description = "Research jobs of the HTTP service.")
package io.tablesmith.examples.spring.research;

import io.tablesmith.Table;
