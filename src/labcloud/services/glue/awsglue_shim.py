"""The ``awsglue.utils`` module a Python shell job may import: ``getResolvedOptions(args, options)``, as AWS
documents it (``--NAME value`` or ``--NAME=value`` pairs of ``sys.argv``; each named option required; the
job's own ``JOB_NAME``, ``JOB_ID``, ``JOB_RUN_ID`` and ``TempDir`` may be asked for too). Written into each
run's code folder; nothing else of AWS's Glue libraries (no Spark's ``awsglue.context``) is there."""

from __future__ import annotations

INIT = '"""labcloud\'s awsglue: only awsglue.utils.getResolvedOptions (no Spark here)."""\n'

UTILS = '''"""getResolvedOptions, as AWS Glue documents it (labcloud's implementation)."""

import argparse

__all__ = ["GlueArgumentError", "getResolvedOptions"]


class GlueArgumentError(Exception):
    pass


def getResolvedOptions(args, options):
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    for name in ("JOB_NAME", "JOB_ID", "JOB_RUN_ID", "TempDir", "SECURITY_CONFIGURATION", "encryption-type",
                 "RedshiftTempDir", "job-bookmark-option", "continuation-option"):
        if name not in options:
            parser.add_argument("--" + name, required=False)
    for name in options:
        parser.add_argument("--" + name, required=True)
    known, _unknown = parser.parse_known_args(args[1:])
    found = vars(known)
    return {name: found[name] for name in options}
'''
