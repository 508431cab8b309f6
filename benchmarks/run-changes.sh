#!/usr/bin/env bash
# Builds the benchmarks and runs the change-stream ones: typed change decoding against fromItem of the same
# images (ChangeDecodeRounds: ChangeBenchmark's JMH benchmarks in rounds side by side), then the in-process
# consumer's throughput on LocalDynamoDb (ConsumerThroughput). Each rewrites only its own section of
# docs/benchmarks.md (between its markers).
#
#   benchmarks/run-changes.sh              # needs a JDK 17+ and Maven; about 8 minutes
#   MVN_ARGS=-o benchmarks/run-changes.sh  # offline
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC2086 # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -pl benchmarks -am -DskipTests
java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ChangeDecodeRounds docs/benchmarks.md
java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ConsumerThroughput docs/benchmarks.md
