# Sourced by .ci/run and scripts/test.sh: how busy the machine's processor was while a step ran. A 2-core machine
# whose steps keep it busy cannot finish sooner by running them side by side, only by doing less work; the figure says
# which case a step is in. Machine-wide: a step run beside another shares the figure with it.

# The processor's busy and idle time so far, in hundredths of a second of all cores (Linux); nothing elsewhere.
processor_times() {
  if [ -r /proc/stat ]; then awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat; fi
}

# ", the processor N% busy (M s of processor time)" between two readings of processor_times; nothing without them.
processor_share() {
  [ -n "$1" ] && [ -n "$2" ] || return 0
  local busy idle busy_before idle_before
  read -r busy idle <<<"$2"
  read -r busy_before idle_before <<<"$1"
  busy=$((busy - busy_before))
  idle=$((idle - idle_before))
  if [ $((busy + idle)) -gt 0 ]; then echo ", the processor $((100 * busy / (busy + idle)))% busy ($((busy / 100)) s of processor time)"; fi
}
