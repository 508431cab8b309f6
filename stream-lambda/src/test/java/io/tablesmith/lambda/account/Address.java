package io.tablesmith.lambda.account;

import java.util.List;

/** A nested record: a map attribute with a list inside. */
public record Address(String street, List<String> lines) {
}
