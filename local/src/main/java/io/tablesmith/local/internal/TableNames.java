package io.tablesmith.local.internal;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table's name as a request gives it: the name itself or, wherever DynamoDB's API reference says "You can
 * also provide the Amazon Resource Name (ARN) of the table in this parameter", the table's ARN.
 */
public final class TableNames {
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");
    /** What follows a table's ARN in the ARN of its stream, before the stream's label. */
    private static final String STREAM = "/stream/";
    private static final Pattern TABLE_ARN = Pattern.compile("arn:aws[a-z-]*:dynamodb:([a-z0-9-]+):(\\d{12}):table/([^/]+)");

    /** The parts of a table's ARN. */
    public record Arn(String region, String account, String tableName) {
    }

    private TableNames() {
    }

    public static boolean isArn(String nameOrArn) {
        return nameOrArn.startsWith("arn:");
    }

    /**
     * Checks a table name as DynamoDB does after its model's constraints (an ARN's, 1 to 1,024 characters):
     * a name must match {@code [a-zA-Z0-9_.-]+} and have 3 to 255 characters, every broken rule reported; an
     * ARN must name a table. Missing names are the caller's to report, as operations word that differently.
     */
    public static void check(String nameOrArn) {
        if (isArn(nameOrArn)) {
            arn(nameOrArn);
            return;
        }
        ValidationErrors errors = new ValidationErrors();
        MemberPath path = MemberPath.of("TableName");
        if (!NAME.matcher(nameOrArn).matches()) {
            errors.add(ValidationErrors.Wording.QUOTED, path, nameOrArn,
                    "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
        if (nameOrArn.length() < 3) {
            errors.add(ValidationErrors.Wording.QUOTED, path, nameOrArn, "Member must have length greater than or equal to 3");
        }
        if (nameOrArn.length() > 255) {
            errors.add(ValidationErrors.Wording.QUOTED, path, nameOrArn, "Member must have length less than or equal to 255");
        }
        errors.throwIfAny();
    }

    /** The parts of a table's ARN, or DynamoDB's ValidationException when it is not one. */
    public static Arn arn(String arn) {
        return parse(arn, arn);
    }

    /**
     * The ARN of the table that {@code resourceArn} names: itself when it is a table's ARN, the table's when it
     * is the ARN of the table's stream ({@code <table ARN>/stream/<label>}); DynamoDB's ValidationException when
     * it is neither.
     */
    public static String tableArnOf(String resourceArn) {
        int stream = resourceArn.indexOf(STREAM);
        if (stream < 0) {
            arn(resourceArn);
            return resourceArn;
        }
        String label = resourceArn.substring(stream + STREAM.length());
        String tableArn = resourceArn.substring(0, stream);
        if (label.isEmpty() || label.contains("/")) {
            throw invalid(resourceArn);
        }
        parse(tableArn, resourceArn);
        return tableArn;
    }

    private static Arn parse(String tableArn, String given) {
        Matcher m = TABLE_ARN.matcher(tableArn);
        if (!m.matches() || !NAME.matcher(m.group(3)).matches() || m.group(3).length() < 3 || m.group(3).length() > 255) {
            throw invalid(given);
        }
        return new Arn(m.group(1), m.group(2), m.group(3));
    }

    private static RuntimeException invalid(String arn) {
        return Errors.validation("Invalid TableArn: Invalid ResourceArn provided as input " + arn);
    }

    /** A table's ARN. */
    public static String arn(String region, String account, String tableName) {
        return "arn:aws:dynamodb:" + region + ":" + account + ":table/" + tableName;
    }
}
