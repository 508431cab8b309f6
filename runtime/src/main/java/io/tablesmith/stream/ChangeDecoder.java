package io.tablesmith.stream;

/**
 * Turns a stream record of one table into that table's change type. A table's generated
 * {@code TablesmithChange.DECODER} is one; it decodes records from {@code DynamoDbStreamsClient},
 * from the Kinesis adapter's {@code DynamoDBStreamsClientRecord.getRecord()}, and from AWS Lambda's
 * events through {@code tablesmith-lambda}.
 *
 * <p>It never drops a record and never throws for one DynamoDB could send: what it cannot read
 * becomes the change type's undecodable case, with the reason.
 *
 * @param <C> the table's change type
 */
@FunctionalInterface
public interface ChangeDecoder<C> {

    /** The change the record reports. */
    C decode(software.amazon.awssdk.services.dynamodb.model.Record record);
}
