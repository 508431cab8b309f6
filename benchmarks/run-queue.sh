#!/usr/bin/env bash
# Builds the benchmarks and runs the queue and lock throughput harness on LocalDynamoDb and dynalite,
# then rewrites only its own section of docs/benchmarks.md (between the queue-and-locks markers).
#
#   benchmarks/run-queue.sh              # needs a JDK 17+, Maven, Node.js 20+; a few minutes (the 100,000-message group is pushed one by one)
#   MVN_ARGS=-o benchmarks/run-queue.sh  # offline
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC2086 # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -pl benchmarks -am -DskipTests
java -Dtablesmith.dynalite.dir="$PWD/dynalite/engine" -cp benchmarks/target/benchmarks.jar \
    io.tablesmith.benchmarks.queue.QueueThroughput docs/benchmarks.md
