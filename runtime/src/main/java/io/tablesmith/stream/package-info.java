/**
 * A table's changes, from its DynamoDB stream, as typed records: the types every table's generated
 * {@code TablesmithChange} is made of, and a consumer that reads the stream in this process.
 *
 * <ul>
 *   <li>{@link io.tablesmith.stream.Change}: one change of an entity's item, with its
 *       {@link io.tablesmith.stream.ChangeOperation} and {@link io.tablesmith.stream.ChangeInfo};
 *       {@link io.tablesmith.stream.InternalChange} (the runtime's own items) and
 *       {@link io.tablesmith.stream.UndecodableChange} (anything else) are the other cases of
 *       {@link io.tablesmith.stream.ChangeCase}.</li>
 *   <li>{@link io.tablesmith.stream.ChangeDecoder}: turns a stream record into the table's change
 *       type ({@code TablesmithChange.DECODER}); {@link io.tablesmith.stream.StreamView} is what the
 *       stream records.</li>
 *   <li>{@link io.tablesmith.stream.ChangeStreamConsumer}: reads every shard with leases and
 *       checkpoints kept in the table; it stops handing on a shard with a
 *       {@link io.tablesmith.stream.ShardException}: {@link io.tablesmith.stream.ChangesTrimmedException}
 *       or {@link io.tablesmith.stream.ShardLeaseLostException}.</li>
 * </ul>
 *
 * <p>AWS Lambda and the Kinesis Client Library take the same decoder in the optional modules
 * {@code tablesmith-stream-lambda} ({@code io.tablesmith.lambda}) and {@code tablesmith-stream-kcl}
 * ({@code io.tablesmith.kcl}). See {@code docs/change-streams.md}.
 */
package io.tablesmith.stream;
