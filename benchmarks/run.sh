#!/usr/bin/env bash
# Builds the benchmarks and runs them all, then writes sections 1-6 of docs/benchmarks.md (keeping the
# sections other benchmarks maintain, after the marker line) and prints a summary.
#
#   benchmarks/run.sh                 # from anywhere; needs a JDK 17+, Maven, Node.js 20+
#   MVN_ARGS=-o benchmarks/run.sh     # offline, once the dependencies are in ~/.m2
#   COLD_RUNS=10 benchmarks/run.sh    # fresh JVMs per way for the cold start (default 10)
#
# Takes about 10 minutes on 2 cores (14 on a busy one). Nothing here runs in `mvn verify`: that only compiles the module.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null | sed 's/ /, /g' || echo '?')
results=benchmarks/target/results
jar=benchmarks/target/benchmarks.jar

echo "== building (mvn package -pl benchmarks -am -DskipTests; dynalite's npm ci included)"
# shellcheck disable=SC2086 # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -pl benchmarks -am -DskipTests
rm -rf "$results" && mkdir -p "$results"

# The forks inherit this JVM's -D options: they find dynalite's engine wherever the script is started from.
# jmh.ignoreLock: JMH refuses to start while another JMH run holds /tmp/jmh.lock (another checkout's
# benchmarks on the same machine); this run's ratios compare neighbours, so it goes ahead.
echo "== 1, 4, 5, 6: codec, parallel batches, engines, observers (JMH, one run, -prof gc)"
java -Djmh.ignoreLock=true -Dtablesmith.dynalite.dir="$PWD/dynalite/engine" -jar "$jar" \
    -prof gc -rf csv -rff "$results/jmh.csv" -foe true \
    'io.tablesmith.benchmarks.(CodecBenchmark|ParallelBatchBenchmark|EngineBenchmark|ObserverBenchmark)' \
    > "$results/jmh.log"
grep -E '^(Benchmark|[A-Za-z]+Benchmark\.[A-Za-z]+ )' "$results/jmh.log" || true

echo "== 2: cold start (${COLD_RUNS:-10} fresh JVMs per way, with and without -XX:TieredStopAtLevel=1)"
java -cp "$jar" io.tablesmith.benchmarks.coldstart.ColdStartRunner "${COLD_RUNS:-10}" "$results/coldstart.csv"

echo "== 3: repositories against hand-written calls (${REPOSITORY_PAIRS:-30} interleaved pairs, thread CPU time)"
java -Xbatch -cp "$jar" io.tablesmith.benchmarks.repositories.RepositoryRunner "${REPOSITORY_PAIRS:-30}" "$results/repositories.csv"

java -cp "$jar" io.tablesmith.benchmarks.report.Report \
    "$results/jmh.csv" "$results/coldstart.csv" "$results/repositories.csv" docs/benchmarks.md "$started" "$load_before" \
    "benchmarks/run.sh    # or MVN_ARGS=-o benchmarks/run.sh offline"
echo "total: $(( $(date +%s) - started )) s; JMH's full log: $results/jmh.log"
