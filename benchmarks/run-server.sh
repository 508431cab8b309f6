#!/usr/bin/env bash
# Measures LocalDynamoDb's server mode against dynalite and writes the "LocalDynamoDb as a server"
# section of docs/benchmarks.md (the rest of that file is benchmarks/run.sh's).
#
#   benchmarks/run-server.sh                 # needs a JDK 17+, Maven, Node.js 20+
#   MVN_ARGS=-o benchmarks/run-server.sh     # offline, once the dependencies are in ~/.m2
#   START_RUNS=15 benchmarks/run-server.sh   # processes per engine for the start-up time (default 15)
#   SECONDS_EACH=3 ROUNDS=3 benchmarks/run-server.sh  # seconds per measurement, rounds (defaults 3, 3)
set -euo pipefail
cd "$(dirname "$0")/.."

results=benchmarks/target/results
jar=benchmarks/target/benchmarks.jar
export LOAD_BEFORE
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null | sed 's/ /, /g' || echo '?')

echo "== building (mvn package -pl benchmarks,local -am -DskipTests)"
# shellcheck disable=SC2086 # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -pl benchmarks,local -am -DskipTests
mkdir -p "$results"
server_jar=$(ls local/target/tablesmith-local-*-server.jar)

echo "== PutItem/GetItem/Query over HTTP: LocalDynamoDb server and dynalite, 1, 4 and 16 client threads"
echo "   (load average $LOAD_BEFORE)"
java -cp "$jar" io.tablesmith.benchmarks.server.ServerThroughputRunner "${SECONDS_EACH:-3}" "${ROUNDS:-3}" \
    "$server_jar" dynalite/engine "$results/server-throughput.csv" > "$results/server-throughput.log"

echo "== start-up to the first answered request (${START_RUNS:-15} processes per engine)"
java -cp "$jar" io.tablesmith.benchmarks.server.ServerStartRunner "${START_RUNS:-15}" "$server_jar" \
    dynalite/engine "$results/server-start.csv"

echo "   (load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null | sed 's/ /, /g' || echo '?'))"
java -cp "$jar" io.tablesmith.benchmarks.server.ServerReport \
    "$results/server-throughput.csv" "$results/server-start.csv" docs/benchmarks.md
