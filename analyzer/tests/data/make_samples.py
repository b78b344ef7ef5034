#!/usr/bin/env python3
"""Writes the sample metric documents the report and diff tests use.

They have the shape of the metrics engine's JSON (issue 7): metric names of
Dufour's appendix A in category order, integers for counts, densities per
kbc, percentages in percent, null for N/A, partitions all / application /
library / thread:N, and continuous series over 100-kbc windows. The "all"
values of hello.json and linpack.json are the thesis's HELLOWORLD and
LINPACK columns of table A.1; the other partitions are made up to match.
Run it from this directory: python3 make_samples.py
"""
import json
import math

HELLO_ALL = {
    "base.bytes.value": 941048, "base.classes.value": 277, "base.instructions.value": 561842,
    "base.methods.value": 16391, "base.objects.value": 4922,
    "size.loadedClasses.value": 277, "size.loadedMethods.value": 3603, "size.load.value": 72062,
    "size.run.value": 7804, "size.hot.value": 1009, "size.hot.percentile": 12.9,
    "size.hotClasses.value": 10, "size.hotClasses.percentile": 7.6,
    "size.hotMethods.value": 35, "size.hotMethods.percentile": 7.4,
    "size.codeCoverage.value": 10.8, "size.deadCode.value": 64258,
    "data.arrayDensity.value": 73.120, "data.charArrayDensity.value": 33.169,
    "data.numArrayDensity.value": 34.038, "data.refArrayDensity.value": 1.787,
    "data.floatDensity.value": 1.974,
    "pointer.fieldAccessDensity.value": 54.179, "pointer.refFieldAccessDensity.value": 23.911,
    "pointer.nonrefFieldAccessDensity.value": 30.268,
    "polymorphism.callSites.value": 472, "polymorphism.calls.value": 8485,
    "polymorphism.invokeDensity.value": 15.102,
    "polymorphism.receiverArity.bin(1)": 97.5, "polymorphism.receiverArity.bin(2)": 2.3,
    "polymorphism.receiverArity.bin(3+)": 0.2,
    "polymorphism.receiverArityCalls.bin(1)": 95.2, "polymorphism.receiverArityCalls.bin(2)": 2.1,
    "polymorphism.receiverArityCalls.bin(3+)": 2.6,
    "polymorphism.receiverCacheMissRate.value": 8.7,
    "polymorphism.receiverPolyDensity.value": 0.02542,
    "polymorphism.receiverPolyDensityCalls.value": 0.04773,
    "polymorphism.targetArity.bin(1)": 98.5, "polymorphism.targetArity.bin(2)": 1.3,
    "polymorphism.targetArity.bin(3+)": 0.2,
    "polymorphism.targetArityCalls.bin(1)": 96.8, "polymorphism.targetArityCalls.bin(2)": 0.6,
    "polymorphism.targetArityCalls.bin(3+)": 2.6,
    "polymorphism.targetCacheMissRate.value": 7.2,
    "polymorphism.targetPolyDensity.value": 0.01483,
    "polymorphism.targetPolyDensityCalls.value": 0.03241,
    "memory.byteAllocationDensity.value": 1674.934, "memory.objectAllocationDensity.value": 8.760,
    "memory.averageObjectSize.value": 191.1922,
    "memory.objectSize.bin(8)": 0.6, "memory.objectSize.bin(16)": 14.6,
    "memory.objectSize.bin(24)": 32.8, "memory.objectSize.bin(32)": 8.7,
    "memory.objectSize.bin(40)": 9.4, "memory.objectSize.bin(48-72)": 21.8,
    "memory.objectSize.bin(80-136)": 7.3, "memory.objectSize.bin(144-392)": 3.8,
    "memory.objectSize.bin(400+)": 1.0,
    "memory.lifetime.bin(0-1KB)": 61.2, "memory.lifetime.bin(1-10KB)": 17.4,
    "memory.lifetime.bin(10-100KB)": 6.1, "memory.lifetime.bin(100KB-1MB)": 2.2,
    "memory.lifetime.bin(1MB+)": 0.4, "memory.lifetime.bin(never)": 12.7,
    "concurrency.lockDensity.value": 1.557, "concurrency.lock.percentile": 38.9,
    "concurrency.contendedLockDensity.value": 0.0, "concurrency.contendedLock.percentile": None,
}


def application(all_, scale):
    """A made-up application partition: small counts, the same keys."""
    app = {}
    for k, v in all_.items():
        if v is None:
            app[k] = None
        elif isinstance(v, int):
            app[k] = max(0, int(v * scale))
        elif ".bin(" in k:
            app[k] = v  # the same distribution as the whole program
        else:
            app[k] = round(v * (0.5 + scale), 3)
    # Application code of a hello world: one monomorphic site, no locks.
    for fam in ("receiverArity", "receiverArityCalls", "targetArity", "targetArityCalls"):
        app[f"polymorphism.{fam}.bin(1)"] = 100.0
        app[f"polymorphism.{fam}.bin(2)"] = 0.0
        app[f"polymorphism.{fam}.bin(3+)"] = 0.0
    app["concurrency.lockDensity.value"] = 0.0
    app["concurrency.lock.percentile"] = None
    app["size.hot.percentile"] = 50.0
    return app


def library(all_, app):
    lib = {}
    for k, v in all_.items():
        if isinstance(v, int) and isinstance(app.get(k), int) and not k.startswith("size.hot"):
            lib[k] = v - app[k]
        else:
            lib[k] = v
    return lib


def series(n, phase, seed):
    """Continuous densities with a start-up phase, then a steady state."""
    out = {}
    for name, base, amp in [
        ("data.arrayDensity.value", 70.0, 25.0),
        ("memory.byteAllocationDensity.value", 1600.0, 600.0),
        ("polymorphism.invokeDensity.value", 15.0, 6.0),
        ("concurrency.lockDensity.value", 1.5, 1.0),
    ]:
        vals = []
        for i in range(n):
            x = base + (amp if i < phase else -amp / 2) + amp / 4 * math.sin(i * 1.3 + seed)
            vals.append(round(max(x, 0.0), 3))
        out[name] = vals
    out["concurrency.lockDensity.value"][n // 2] = None  # a window without bytecodes of its own
    return out


def doc(program, all_, scale, windows, phase, seed):
    app = application(all_, scale)
    lib = library(all_, app)
    return {
        "program": program,
        "command": f"rjvm -cp classes {program}",
        "partitions": {"all": all_, "application": app, "library": lib, "thread:1": dict(all_)},
        "threads": [{"id": 1, "name": "main"}],
        "continuous": {
            "window_kbc": 100,
            "start_kbc": [i * 100 for i in range(windows)],
            "series": series(windows, phase, seed),
        },
    }


def write(name, d):
    with open(name, "w") as f:
        json.dump(d, f, indent=1)
        f.write("\n")


hello = doc("HelloWorld", HELLO_ALL, 0.001, 6, 2, 0.0)
write("hello.json", hello)
write("hello-rerun.json", hello)

perturbed = json.loads(json.dumps(hello))
perturbed["partitions"]["all"]["base.bytes.value"] += 8
perturbed["partitions"]["all"]["data.arrayDensity.value"] = 73.133
perturbed["partitions"]["application"]["concurrency.lock.percentile"] = 100.0
write("hello-perturbed.json", perturbed)

linpack_all = dict(HELLO_ALL)
linpack_all.update({
    "base.bytes.value": 1281376, "base.classes.value": 280, "base.instructions.value": 8613320,
    "base.methods.value": 27738, "base.objects.value": 5287, "size.run.value": 10708,
    "data.arrayDensity.value": 151.953, "data.floatDensity.value": 285.427,
    "memory.objectSize.bin(400+)": 4.8, "memory.objectSize.bin(24)": 31.7,
    "polymorphism.receiverArityCalls.bin(1)": 97.9, "concurrency.lockDensity.value": 0.111,
})
write("linpack.json", doc("Linpack", linpack_all, 0.08, 40, 5, 1.0))
