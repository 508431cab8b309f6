package io.tablesmith.local.internal.streams;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Shard iterators, shaped like DynamoDB's ({@code <stream ARN>|1|<opaque part>}): the opaque part holds the
 * shard, the position (the sequence number of the next record to read) and when the iterator was handed
 * out, since it expires 15 minutes later.
 */
final class ShardIterators {
    /** A decoded iterator. */
    record Position(String streamArn, String shardId, long next, long issuedMillis) {
    }

    private ShardIterators() {
    }

    static String encode(String streamArn, String shardId, long next, long issuedMillis) {
        String state = shardId + "|" + next + "|" + issuedMillis;
        return streamArn + "|1|" + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(state.getBytes(StandardCharsets.UTF_8));
    }

    /** The iterator's parts, or null when {@code iterator} is not one of ours. */
    static Position decode(String iterator) {
        int opaque = iterator.lastIndexOf("|1|");
        if (opaque < 0) {
            return null;
        }
        try {
            String state = new String(Base64.getUrlDecoder().decode(iterator.substring(opaque + 3)),
                    StandardCharsets.UTF_8);
            String[] parts = state.split("\\|", -1);
            if (parts.length != 3) {
                return null;
            }
            return new Position(iterator.substring(0, opaque), parts[0], Long.parseLong(parts[1]),
                    Long.parseLong(parts[2]));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
