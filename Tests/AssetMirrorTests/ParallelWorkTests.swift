import Testing

@testable import AssetMirror

@Suite struct ParallelWorkTests {
    @Test func handsOutIndicesInTheGivenOrderAndReturnsResultsInIndexOrder() {
        let calls = Locked<[Int]>([])
        let results = ParallelWork.map(count: 5, jobs: 1, order: [3, 0, 4, 1, 2]) { index in
            calls.update { $0.append(index) }
            return index * 10
        }
        #expect(calls.value == [3, 0, 4, 1, 2])
        #expect(results == [0, 10, 20, 30, 40])
    }

    @Test(arguments: [1, 3])
    func withoutAnOrderEveryIndexRunsOnce(jobs: Int) {
        let calls = Locked<[Int]>([])
        let results = ParallelWork.map(count: 50, jobs: jobs) { index in
            calls.update { $0.append(index) }
            return -index
        }
        #expect(calls.value.sorted() == Array(0..<50))
        #expect(results == (0..<50).map { -$0 })
        if jobs == 1 { #expect(calls.value == Array(0..<50)) }
    }
}
