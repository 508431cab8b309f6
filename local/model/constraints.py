#!/usr/bin/env python3
"""Writes the member constraints of DynamoDB's and DynamoDB Streams' public service models as
LocalDynamoDb reads them (src/main/resources/io/tablesmith/local/internal/validation/constraints.txt).

The AWS SDK for Java leaves the models' constraints (min, max, pattern) out of its jar; botocore, which the
AWS CLI installs, carries the same models. Run it again when the SDK's model changes:

    python3 local/model/constraints.py \
        "$(python3 -c 'import botocore, os; print(os.path.dirname(botocore.__file__))')/data" \
        > local/src/main/resources/io/tablesmith/local/internal/validation/constraints.txt

One line per constrained member of a request structure, named as the SDK names them (a shape
FooInput is the SDK's FooRequest):
    <SdkClass> <Member> <length|value> <min|-> <max|-> [element <length|value> <min|-> <max|->] [pattern <regex>]
"length" bounds a string's characters or a list's or map's entries, "value" a number. "element" bounds
each list element or map value (BatchWriteItem's 1 to 25 requests per table).
"""
import gzip
import json
import os
import sys


def load(data_dir, service):
    path = os.path.join(data_dir, service, "2012-08-10", "service-2.json")
    if os.path.exists(path + ".gz"):
        with gzip.open(path + ".gz", "rt") as f:
            return json.load(f)
    with open(path) as f:
        return json.load(f)


def bounds(shape):
    kind = "value" if shape["type"] in ("integer", "long", "double", "float") else "length"
    if "min" not in shape and "max" not in shape:
        return None
    return "%s %s %s" % (kind, fmt(shape.get("min")), fmt(shape.get("max")))


def fmt(n):
    if n is None:
        return "-"
    return str(int(n)) if float(n).is_integer() else str(n)


def sdk_name(shape_name):
    for suffix, replacement in (("Input", "Request"), ("Output", "Response")):
        if shape_name.endswith(suffix):
            return shape_name[: -len(suffix)] + replacement
    return shape_name


def lines(model):
    shapes = model["shapes"]
    inputs = {op["input"]["shape"] for op in model["operations"].values() if "input" in op}
    out = []
    for name, shape in shapes.items():
        if shape["type"] != "structure" or name.endswith("Output") or name.endswith("Exception"):
            continue
        for member, ref in shape["members"].items():
            target = shapes[ref["shape"]]
            own = bounds(target)
            parts = [own or "length - -"]
            element = None
            if target["type"] == "list":
                element = shapes[target["member"]["shape"]]
            elif target["type"] == "map":
                element = shapes[target["value"]["shape"]]
            if element is not None and element["type"] in ("list", "map") and bounds(element):
                parts.append("element " + bounds(element))
            if "pattern" in target:
                parts.append("pattern " + target["pattern"])  # last: a pattern may hold spaces
            if not own and "pattern" not in target and len(parts) == 1:
                continue  # nothing constrains the member
            out.append("%s %s %s" % (sdk_name(name) if name in inputs else name, member, " ".join(parts)))
    return out


def main():
    data_dir = sys.argv[1]
    seen = {}
    for service in ("dynamodb", "dynamodbstreams"):
        for line in lines(load(data_dir, service)):
            key = " ".join(line.split(" ")[:2])
            if key in seen and seen[key] != line:
                sys.exit("the two models disagree on " + key + ": " + seen[key] + " / " + line)
            seen[key] = line
    print("# DynamoDB's and DynamoDB Streams' member constraints (API version 2012-08-10), written by")
    print("# local/model/constraints.py from the public service models; do not edit by hand.")
    for line in sorted(seen.values()):
        print(line)


if __name__ == "__main__":
    main()
