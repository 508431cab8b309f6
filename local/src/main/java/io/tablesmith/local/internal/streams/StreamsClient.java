package io.tablesmith.local.internal.streams;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsServiceClientConfiguration;

/**
 * The DynamoDB Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) over one database's
 * streams, in process. Each stream has one shard, open while the stream is enabled.
 */
public final class StreamsClient implements DynamoDbStreamsClient {
    /** A shard iterator's lifetime, as in DynamoDB. */
    static final Duration ITERATOR_LIFETIME = Duration.ofMinutes(15);
    private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    private final StreamRegistry streams;

    public StreamsClient(StreamRegistry streams) {
        this.streams = streams;
    }

    @Override
    public ListStreamsResponse listStreams(ListStreamsRequest r) {
        int limit = limit(r.limit(), 100);
        if (r.tableName() != null) {
            checkTableName(r.tableName());
        }
        if (r.exclusiveStartStreamArn() != null) {
            checkArn(r.exclusiveStartStreamArn(), "exclusiveStartStreamArn");
        }
        List<TableStream> all = streams.list(r.tableName());
        int start = 0;
        if (r.exclusiveStartStreamArn() != null) {
            start = -1;
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).arn().equals(r.exclusiveStartStreamArn())) {
                    start = i + 1;
                }
            }
            if (start < 0) {
                throw StreamErrors.streamNotFound(r.exclusiveStartStreamArn());
            }
        }
        List<Stream> page = new ArrayList<>();
        for (int i = start; i < all.size() && page.size() < limit; i++) {
            TableStream s = all.get(i);
            page.add(Stream.builder().streamArn(s.arn()).tableName(s.tableName()).streamLabel(s.label()).build());
        }
        ListStreamsResponse.Builder b = ListStreamsResponse.builder().streams(page);
        if (start + page.size() < all.size()) {
            b.lastEvaluatedStreamArn(page.get(page.size() - 1).streamArn());
        }
        return b.build();
    }

    @Override
    public DescribeStreamResponse describeStream(DescribeStreamRequest r) {
        checkArn(r.streamArn(), "streamArn");
        limit(r.limit(), 100);
        if (r.exclusiveStartShardId() != null) {
            checkShardId(r.exclusiveStartShardId(), "exclusiveStartShardId");
        }
        TableStream stream = find(r.streamArn());
        // one shard per stream: nothing comes after it
        return DescribeStreamResponse.builder().streamDescription(stream.describe(r.exclusiveStartShardId() == null))
                .build();
    }

    @Override
    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest r) {
        checkArn(r.streamArn(), "streamArn");
        checkShardId(r.shardId(), "shardId");
        ShardIteratorType type = r.shardIteratorType();
        if (type == null || type == ShardIteratorType.UNKNOWN_TO_SDK_VERSION) {
            throw StreamErrors.constraint(r.shardIteratorTypeAsString(), "shardIteratorType", type == null
                    ? "Member must not be null"
                    : "Member must satisfy enum value set: [AFTER_SEQUENCE_NUMBER, LATEST, AT_SEQUENCE_NUMBER, "
                            + "TRIM_HORIZON]");
        }
        String sequenceNumber = r.sequenceNumber();
        if (sequenceNumber != null && (sequenceNumber.length() < 21 || sequenceNumber.length() > 40)) {
            throw StreamErrors.constraint(sequenceNumber, "sequenceNumber", sequenceNumber.length() < 21
                    ? "Member must have length greater than or equal to 21"
                    : "Member must have length less than or equal to 40");
        }
        TableStream stream = find(r.streamArn());
        if (!stream.shardId().equals(r.shardId())) {
            throw StreamErrors.notFound("Requested resource not found: Shard does not exist");
        }
        long position;
        switch (type) {
            case TRIM_HORIZON:
                position = stream.trimHorizon();
                break;
            case LATEST:
                position = stream.latest();
                break;
            default:
                position = atSequenceNumber(stream, type, sequenceNumber);
                break;
        }
        long now = streams.clock().millis();
        return GetShardIteratorResponse.builder()
                .shardIterator(ShardIterators.encode(stream.arn(), stream.shardId(), position, now)).build();
    }

    private static long atSequenceNumber(TableStream stream, ShardIteratorType type, String sequenceNumber) {
        if (sequenceNumber == null) {
            throw StreamErrors.validation("A SequenceNumber is required for ShardIteratorType " + type);
        }
        long sequence = SequenceNumbers.parse(sequenceNumber);
        switch (sequence < 0 ? TableStream.Known.NEVER_ASSIGNED : stream.lookUp(sequence)) {
            case TRIMMED:
                throw StreamErrors.trimmed();
            case NEVER_ASSIGNED:
                throw StreamErrors.validation("Invalid SequenceNumber " + sequenceNumber + " for shard "
                        + stream.shardId() + ": no record of the shard has it");
            default:
                return type == ShardIteratorType.AT_SEQUENCE_NUMBER ? sequence : sequence + 1;
        }
    }

    @Override
    public GetRecordsResponse getRecords(GetRecordsRequest r) {
        String iterator = r.shardIterator();
        if (iterator == null) {
            throw StreamErrors.constraint(null, "shardIterator", "Member must not be null");
        }
        if (iterator.isEmpty() || iterator.length() > 2048) {
            throw StreamErrors.constraint(iterator, "shardIterator", iterator.isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 2048");
        }
        int limit = limit(r.limit(), 1000);
        ShardIterators.Position position = ShardIterators.decode(iterator);
        if (position == null) {
            throw StreamErrors.validation("Invalid ShardIterator");
        }
        long now = streams.clock().millis();
        if (now - position.issuedMillis() >= ITERATOR_LIFETIME.toMillis()) {
            throw StreamErrors.expired();
        }
        TableStream stream = find(position.streamArn());
        if (!stream.shardId().equals(position.shardId())) {
            throw StreamErrors.notFound("Invalid ShardId in ShardIterator");
        }
        TableStream.Page page = stream.read(position.next(), limit);
        GetRecordsResponse.Builder b = GetRecordsResponse.builder().records(page.records());
        if (!page.shardEnded()) {
            b.nextShardIterator(ShardIterators.encode(stream.arn(), stream.shardId(), page.next(), now));
        }
        return b.build();
    }

    private TableStream find(String arn) {
        TableStream stream = streams.find(arn);
        if (stream == null) {
            throw StreamErrors.streamNotFound(arn);
        }
        return stream;
    }

    private static int limit(Integer limit, int max) {
        if (limit == null) {
            return max;
        }
        if (limit < 1) {
            throw StreamErrors.constraint(limit, "limit", "Member must have value greater than or equal to 1");
        }
        if (limit > max) {
            throw StreamErrors.constraint(limit, "limit", "Member must have value less than or equal to " + max);
        }
        return limit;
    }

    private static void checkArn(String arn, String member) {
        if (arn == null) {
            throw StreamErrors.constraint(null, member, "Member must not be null");
        }
        if (arn.length() < 37 || arn.length() > 1024) {
            throw StreamErrors.constraint(arn, member, arn.length() < 37
                    ? "Member must have length greater than or equal to 37"
                    : "Member must have length less than or equal to 1024");
        }
    }

    private static void checkShardId(String shardId, String member) {
        if (shardId == null) {
            throw StreamErrors.constraint(null, member, "Member must not be null");
        }
        if (shardId.length() < 28 || shardId.length() > 65) {
            throw StreamErrors.constraint(shardId, member, shardId.length() < 28
                    ? "Member must have length greater than or equal to 28"
                    : "Member must have length less than or equal to 65");
        }
    }

    private static void checkTableName(String name) {
        if (name.length() < 3 || name.length() > 255 || !TABLE_NAME.matcher(name).matches()) {
            throw StreamErrors.constraint(name, "tableName", name.length() < 3
                    ? "Member must have length greater than or equal to 3"
                    : name.length() > 255 ? "Member must have length less than or equal to 255"
                    : "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbStreamsServiceClientConfiguration serviceClientConfiguration() {
        return DynamoDbStreamsServiceClientConfiguration.builder().region(Region.US_EAST_1).build();
    }

    /** Nothing to release: the streams live as long as the database. */
    @Override
    public void close() {
    }
}
