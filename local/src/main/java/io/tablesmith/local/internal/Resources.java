package io.tablesmith.local.internal;

import java.util.function.Supplier;

/**
 * The account that owns a database's tables and the region a request is for. In process the region is the
 * database's; over HTTP it is the region each request was signed for, so a table's ARN names the region
 * of the request that created it, as DynamoDB's do.
 */
public final class Resources {
    /**
     * The account of LocalDynamoDb's resources unless configured: not {@code 000000000000},
     * {@code 123456789012} or {@code 111122223333}, which tests and AWS's examples use for other accounts.
     */
    public static final String DEFAULT_ACCOUNT = "424242424242";
    public static final String DEFAULT_REGION = "us-east-1";

    private final String account;
    private final String region;
    private final ThreadLocal<String> requestRegion = new ThreadLocal<>();

    public Resources(String account, String region) {
        if (account == null || !account.matches("\\d{12}")) {
            throw new IllegalArgumentException("An AWS account id has 12 digits, but was: " + account);
        }
        if (region == null || !region.matches("[a-z]{2}(-[a-z]+)+-\\d+")) {
            throw new IllegalArgumentException("Not an AWS region name: " + region);
        }
        this.account = account;
        this.region = region;
    }

    public String account() {
        return account;
    }

    /** The region of the request being answered on this thread. */
    public String region() {
        String current = requestRegion.get();
        return current == null ? region : current;
    }

    /** Answers a request signed for {@code signedRegion} (null: the database's region). */
    public <T> T inRegion(String signedRegion, Supplier<T> request) {
        if (signedRegion == null) {
            return request.get();
        }
        String previous = requestRegion.get();
        requestRegion.set(signedRegion);
        try {
            return request.get();
        } finally {
            requestRegion.set(previous);
        }
    }

    /** The ARN of table {@code name} in the region of the current request. */
    public String tableArn(String name) {
        return TableNames.arn(region(), account, name);
    }

    /**
     * AccessDeniedException, as DynamoDB answers a caller (here the account's root) for a resource of another
     * account that no resource-based policy opens to it.
     */
    public void checkAccount(String arnAccount, String arn, String action) {
        if (!account.equals(arnAccount)) {
            throw Errors.accessDenied("User: arn:aws:iam::" + account + ":root is not authorized to perform: dynamodb:"
                    + action + " on resource: " + arn + " because no resource-based policy allows the dynamodb:"
                    + action + " action");
        }
    }
}
