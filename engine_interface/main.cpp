// Placeholder entry point until the transport lands (issue 5).
int main() { return 0; }
