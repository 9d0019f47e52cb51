"""STS: caller identity, role sessions (AssumeRole, Lambda execution roles) and session tokens."""
