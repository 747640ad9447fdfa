// How the threads of uici match's game slots are scheduled (-scheduling, README "match").
//
// A runner is woken by every line an engine writes: a thinking engine writes an info line at
// each depth, and on a virtual machine every such wake-up, which preempts the engine, costs
// tens of microseconds. Under SCHED_BATCH a woken slot thread does not preempt the engine: it
// runs when the engine blocks after its bestmove (or at the end of the engine's time slice) and
// reads the waiting lines in one go. That keeps the bestmove's latency at zero only while each
// slot has a core to itself; with more games than cores it would add up to a tick.
#pragma once

namespace uici::match {

enum class Scheduling { automatic, batch, normal };

// Whether the slots' threads should run under SCHED_BATCH: `automatic` chooses it when the
// `slots` fit the cores this process may use.
bool use_batch_scheduling(Scheduling s, int slots);

// Puts the calling thread under SCHED_BATCH. A thread under another policy than the normal one
// (a user's choice, such as chrt --idle) is left as it is. No effect where SCHED_BATCH is unknown.
void prefer_batch_scheduling();

// Whether prefer_batch_scheduling changed this thread's policy: the engines it starts are
// then started under the normal policy (engine/process.cpp), not under the runner's.
bool thread_batch_by_runner();

}  // namespace uici::match
