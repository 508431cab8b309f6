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
        Matcher m = TABLE_ARN.matcher(arn);
        if (!m.matches() || !NAME.matcher(m.group(3)).matches() || m.group(3).length() < 3 || m.group(3).length() > 255) {
            throw Errors.validation("Invalid TableArn: Invalid ResourceArn provided as input " + arn);
        }
        return new Arn(m.group(1), m.group(2), m.group(3));
    }

    /** A table's ARN. */
    public static String arn(String region, String account, String tableName) {
        return "arn:aws:dynamodb:" + region + ":" + account + ":table/" + tableName;
    }
}
