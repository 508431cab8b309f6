/**
 * The table of the Lambda decoder's tests, as a user's function would declare it: a versioned
 * account with a time to live and a component of each stored kind, and its ledger entries.
 */
@Table(description = "Accounts and their ledger entries, for the Lambda decoder's tests")
package io.tablesmith.lambda.account;

import io.tablesmith.Table;
