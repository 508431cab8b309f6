package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The item's expiry time, stored as epoch seconds in the table's TTL attribute
 * {@code expires_at}, on an {@code Instant} or an epoch-seconds {@code long}/{@code Long}
 * component. An {@code Instant} is stored in whole seconds (sub-second parts are dropped).
 * A null component stores no expiry. DynamoDB deletes expired items some time after they
 * expire once TTL is enabled on the table: send the generated
 * {@code TablesmithTable.timeToLiveRequest(tableName)} once.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Ttl {
}
