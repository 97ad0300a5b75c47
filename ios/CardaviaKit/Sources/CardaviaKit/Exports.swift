// The app imports CardaviaKit only: the generated bindings come with it.
@_exported import CardaviaFFI
