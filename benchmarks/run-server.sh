#!/usr/bin/env bash
# Measures LocalDynamoDb's server mode against dynalite and writes the "LocalDynamoDb as a server"
# section of docs/benchmarks.md (the rest of that file is benchmarks/run.sh's).
#
#   benchmarks/run-server.sh                 # needs a JDK 17+, Maven, Node.js 20+
#   MVN_ARGS=-o benchmarks/run-server.sh     # offline, once the dependencies are in ~/.m2
#   START_RUNS=10 benchmarks/run-server.sh   # processes per engine for the start-up time (default 10)
#   CPU_REQUESTS=8000 benchmarks/run-server.sh  # requests per operation for the CPU time (default 8000)
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

echo "== PutItem/GetItem/Query over HTTP: LocalDynamoDb server and dynalite (JMH)"
java -Dtablesmith.dynalite.dir="$PWD/dynalite/engine" -jar "$jar" -p engine=local-server,dynalite \
    -rf csv -rff "$results/server-jmh.csv" -foe true 'io.tablesmith.benchmarks.EngineBenchmark' \
    > "$results/server-jmh.log"

echo "== start-up to the first answered request (${START_RUNS:-10} processes per engine)"
java -cp "$jar" io.tablesmith.benchmarks.server.ServerStartRunner "${START_RUNS:-10}" "$server_jar" \
    dynalite/engine "$results/server-start.csv"

echo "== CPU time per request, each server in its own process (${CPU_REQUESTS:-8000} requests per operation)"
java -cp "$jar" io.tablesmith.benchmarks.server.ServerCpuRunner "${CPU_REQUESTS:-8000}" "$server_jar" \
    dynalite/engine "$results/server-cpu.csv" > /dev/null

java -cp "$jar" io.tablesmith.benchmarks.server.ServerReport \
    "$results/server-jmh.csv" "$results/server-start.csv" "$results/server-cpu.csv" docs/benchmarks.md
