"""Service providers: one package per AWS service, each with the same shape.

``services/<name>/provider.py`` defines ``PROVIDER``, a :class:`labcloud.services.base.Provider`
subclass whose snake_case methods implement the service's operations. ``registry`` finds them.
"""
