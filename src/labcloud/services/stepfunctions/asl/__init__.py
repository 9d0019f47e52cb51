"""The Amazon States Language engine: pure modules (no store, no hub) that the service drives.

``definition.py`` checks a definition, ``paths.py`` is JSONPath processing, ``intrinsics.py`` the
intrinsic functions, ``choice.py`` Choice rules, ``retry.py`` Retry and Catch, ``interpreter.py``
runs states against a :class:`~labcloud.services.stepfunctions.asl.interpreter.Host`.
"""
