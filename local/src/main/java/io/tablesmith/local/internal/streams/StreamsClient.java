package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.validation.ValidationErrors;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.ShardFilterType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsServiceClientConfiguration;

/**
 * The DynamoDB Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) over one database's
 * streams, in process. A stream's shards close and split as {@link ShardRollover} says.
 */
public final class StreamsClient implements DynamoDbStreamsClient {
    private final StreamRegistry streams;
    private final Region region;

    public StreamsClient(StreamRegistry streams, String region) {
        this.streams = streams;
        this.region = Region.of(region);
    }

    @Override
    public ListStreamsResponse listStreams(ListStreamsRequest r) {
        checkModel(r);
        int limit = limit(r.limit(), 100);
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
        checkModel(r);
        required(r.streamArn(), "streamArn");
        int limit = limit(r.limit(), 100);
        String parent = null;
        if (r.shardFilter() != null) {
            if (r.shardFilter().type() != ShardFilterType.CHILD_SHARDS) {
                throw StreamErrors.constraint(r.shardFilter().typeAsString(), "shardFilter.type",
                        "Member must satisfy enum value set: [CHILD_SHARDS]");
            }
            required(r.shardFilter().shardId(), "shardFilter.shardId");
            parent = r.shardFilter().shardId();
        }
        TableStream stream = find(r.streamArn());
        return DescribeStreamResponse.builder()
                .streamDescription(stream.describe(r.exclusiveStartShardId(), parent, limit)).build();
    }

    @Override
    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest r) {
        checkModel(r);
        required(r.streamArn(), "streamArn");
        required(r.shardId(), "shardId");
        ShardIteratorType type = r.shardIteratorType();
        if (type == null || type == ShardIteratorType.UNKNOWN_TO_SDK_VERSION) {
            throw StreamErrors.constraint(r.shardIteratorTypeAsString(), "shardIteratorType", type == null
                    ? "Member must not be null"
                    : "Member must satisfy enum value set: [AFTER_SEQUENCE_NUMBER, LATEST, AT_SEQUENCE_NUMBER, "
                            + "TRIM_HORIZON]");
        }
        String sequenceNumber = r.sequenceNumber();
        TableStream stream = find(r.streamArn());
        StreamShard shard = stream.shard(r.shardId());
        if (shard == null) {
            throw StreamErrors.notFound("Requested resource not found: Shard does not exist");
        }
        long position;
        switch (type) {
            case TRIM_HORIZON:
                position = stream.trimHorizon(shard);
                break;
            case LATEST:
                position = stream.latest(shard);
                break;
            default:
                position = atSequenceNumber(stream, shard, type, sequenceNumber);
                break;
        }
        long now = streams.clock().millis();
        return GetShardIteratorResponse.builder()
                .shardIterator(ShardIterators.encode(stream.arn(), shard.shardId(), position, now)).build();
    }

    private static long atSequenceNumber(TableStream stream, StreamShard shard, ShardIteratorType type,
                                         String sequenceNumber) {
        if (sequenceNumber == null) {
            throw StreamErrors.validation("A SequenceNumber is required for ShardIteratorType " + type);
        }
        long sequence = SequenceNumbers.parse(sequenceNumber);
        switch (sequence < 0 ? TableStream.Known.NEVER_ASSIGNED : stream.lookUp(shard, sequence)) {
            case TRIMMED:
                throw StreamErrors.trimmed();
            case NEVER_ASSIGNED:
                throw StreamErrors.validation("Invalid SequenceNumber " + sequenceNumber + " for shard "
                        + shard.shardId() + ": no record of the shard has it");
            default:
                return type == ShardIteratorType.AT_SEQUENCE_NUMBER ? sequence : sequence + 1;
        }
    }

    @Override
    public GetRecordsResponse getRecords(GetRecordsRequest r) {
        checkModel(r);
        String iterator = r.shardIterator();
        required(iterator, "shardIterator");
        int limit = limit(r.limit(), 1000);
        ShardIterators.Position position = ShardIterators.decode(iterator);
        if (position == null) {
            throw StreamErrors.validation("Invalid ShardIterator");
        }
        long now = streams.clock().millis();
        if (now - position.issuedMillis() >= streams.times().iteratorLifetime().toMillis()) {
            throw StreamErrors.expired();
        }
        TableStream stream = find(position.streamArn());
        StreamShard shard = stream.shard(position.shardId());
        if (shard == null) {
            throw StreamErrors.notFound("Invalid ShardId in ShardIterator");
        }
        TableStream.Page page = stream.read(shard, position.next(), limit);
        GetRecordsResponse.Builder b = GetRecordsResponse.builder().records(page.records());
        if (!page.shardEnded()) {
            b.nextShardIterator(ShardIterators.encode(stream.arn(), shard.shardId(), page.next(), now));
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

    /** The constraints of the DynamoDB Streams model, which DynamoDB checks first. */
    private static void checkModel(SdkPojo request) {
        ValidationErrors errors = ModelValidator.violations(request);
        if (!errors.isEmpty()) {
            throw StreamErrors.validation(errors.message());
        }
    }

    /** A Limit within DynamoDB's bound for the operation, which the public model does not carry. */
    private static int limit(Integer limit, int max) {
        if (limit == null) {
            return max;
        }
        if (limit > max) {
            throw StreamErrors.constraint(limit, "limit", "Member must have value less than or equal to " + max);
        }
        return limit;
    }

    private static void required(String value, String member) {
        if (value == null) {
            throw StreamErrors.constraint(null, member, "Member must not be null");
        }
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbStreamsServiceClientConfiguration serviceClientConfiguration() {
        return DynamoDbStreamsServiceClientConfiguration.builder().region(region).build();
    }

    /** Nothing to release: the streams live as long as the database. */
    @Override
    public void close() {
    }
}
