#!/usr/bin/env bash
# Builds the benchmarks and runs the change-stream ones: typed change decoding against fromItem of the same
# image (JMH, ChangeBenchmark), then the in-process consumer's throughput on LocalDynamoDb (ConsumerThroughput),
# which rewrites only its own section of docs/benchmarks.md (between the change-streams markers).
#
#   benchmarks/run-changes.sh              # needs a JDK 17+ and Maven; about 4 minutes
#   MVN_ARGS=-o benchmarks/run-changes.sh  # offline
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC2086 # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -pl benchmarks -am -DskipTests
mkdir -p benchmarks/target/results
java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar -prof gc -foe true \
    -rf csv -rff benchmarks/target/results/changes.csv 'io.tablesmith.benchmarks.ChangeBenchmark' \
    | tee benchmarks/target/results/changes.log | grep -E '^(Benchmark|ChangeBenchmark\.)'
java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ConsumerThroughput docs/benchmarks.md
